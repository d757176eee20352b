// Resource limits for a child process the runner started (Linux prlimit, through the system
// call so that no GNU-only declaration is needed).
#ifndef TUTOR_PROCESS_LIMITS_H
#define TUTOR_PROCESS_LIMITS_H
#include <spawn.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

/// Sets both the soft and the hard limit of `resource` for process `pid`; 0 on success.
static inline int tutor_set_limit(pid_t pid, int resource, unsigned long long value) {
  struct rlimit limit = {(rlim_t)value, (rlim_t)value};
  return (int)syscall(SYS_prlimit64, pid, resource, &limit, (struct rlimit *)0);
}

static inline int tutor_limit_cpu(void) { return RLIMIT_CPU; }
static inline int tutor_limit_address_space(void) { return RLIMIT_AS; }
static inline int tutor_limit_file_size(void) { return RLIMIT_FSIZE; }
static inline int tutor_limit_open_files(void) { return RLIMIT_NOFILE; }
static inline int tutor_limit_processes(void) { return RLIMIT_NPROC; }

// glibc (2.29+) declares this only for _GNU_SOURCE; the symbol is always there.
extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

/// Makes a spawned child start in `path`.
static inline int tutor_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
  return posix_spawn_file_actions_addchdir_np(actions, path);
}
#endif
