// The child's side of tutor_spawn (child.c).
#ifndef TUTOR_SPAWN_CHILD_H
#define TUTOR_SPAWN_CHILD_H
#include "CProcessSpawn.h"

/// Where the child writes what it did (layers entered, or the errno that stopped it) until exec.
enum { TUTOR_SPAWN_REPORT_DESCRIPTOR = 99 };

/// Everything before exec; answers 0 or the errno of the step that failed, and sets the
/// TUTOR_SPAWNED_* flags of the layers entered in `layers`. `report` is the report pipe's
/// descriptor, moved to TUTOR_SPAWN_REPORT_DESCRIPTOR when the others are placed.
int tutor_prepare_child(const struct tutor_spawn_options *options, int *report, int *layers);

#endif
