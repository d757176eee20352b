// The sandbox of an app process as one policy (docs/architecture.md "The sandbox"), applied in two
// places: the runner's spawner applies Landlock and the first seccomp filter to the child before
// exec, so the app starts confined whatever its code does; the app's constructor adds a second
// filter that also forbids new programs, and names refused calls for the event log.
#ifndef TUTOR_SANDBOX_POLICY_H
#define TUTOR_SANDBOX_POLICY_H

/// The kernel's Landlock ABI version, 0 without Landlock.
int tutor_landlock_abi(void);

/// Restricts the calling task's file system and TCP access with Landlock, at the best ABI the
/// kernel offers: read the system's folders and the files the runtime needs, plus `read_paths`;
/// read and write `write_paths`; execute only `execute_paths`; no TCP bind or connect (ABI 4);
/// signals and abstract sockets scoped to the sandbox (ABI 6). Paths are colon-separated.
/// Answers the ABI applied, 0 when Landlock is unavailable. Only system calls are made, so it
/// may run in a child between vfork and exec.
int tutor_landlock_restrict(const char *read_paths, const char *write_paths, const char *execute_paths);

/// The seccomp filter's two stages: at spawn (new programs still allowed, for the exec of the
/// app itself; Landlock decides which), and running (no new programs either).
enum tutor_seccomp_stage { TUTOR_SECCOMP_AT_SPAWN = 0, TUTOR_SECCOMP_RUNNING = 1 };

/// Installs the filter for `stage` on the calling task, with `self` the process's pid (the only
/// one it may signal). Refused calls raise SIGSYS (SECCOMP_RET_TRAP), which the app host turns
/// into EPERM; without its handler they end the process. Answers 1 when installed.
int tutor_seccomp_install(int stage, int self);

/// The name a warning shows for a refused call ("socket()"), or NULL for one the policy allows.
const char *tutor_refused_call_name(long number);

#endif
