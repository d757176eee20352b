// The parts of an app process's confinement that run inside it, each in its own file;
// confinement.c applies them before any learner code runs.
#ifndef TUTOR_CONFINEMENT_H
#define TUTOR_CONFINEMENT_H
#include "CAppSandbox.h"

/// Reports crashes as raw frames for the runner to symbolicate (crash_report.c).
void tutor_crash_report_install(void);
/// Answers calls the seccomp filter refuses with EPERM and remembers them (refusals.c).
void tutor_refusals_install(void);

#endif
