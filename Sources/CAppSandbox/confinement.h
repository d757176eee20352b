// The parts of an app process's confinement, each in its own file; confinement.c applies them
// in order before any learner code runs.
#ifndef TUTOR_CONFINEMENT_H
#define TUTOR_CONFINEMENT_H
#include "CAppSandbox.h"

/// Moves the process into a network namespace of its own (network.c); 1 when it is in one.
int tutor_enter_network_namespace(void);
/// The kernel's Landlock ABI, 0 without Landlock (landlock.c).
int tutor_landlock_abi(void);
/// Restricts the file system and TCP (landlock.c): `read_paths` and `write_paths` are
/// colon-separated. Answers the ABI applied, 0 when Landlock is unavailable.
int tutor_landlock_restrict(const char *read_paths, const char *write_paths);
/// Installs the system-call filter (seccomp.c); 1 when installed.
int tutor_seccomp_install(void);
/// Reports crashes as raw frames for the runner to symbolicate (crash_report.c).
void tutor_crash_report_install(void);

#endif
