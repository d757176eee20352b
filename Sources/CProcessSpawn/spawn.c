// tutor_spawn: vfork, then in the child, in this order: a process group of its own (unless it
// shares the runner's terminal, as an editor does); signal
// dispositions back to their defaults; the five descriptors placed and every other one closed;
// the working directory; a network namespace (as root); limits; the user changed (as root, with
// every capability dropped) and no new privileges; the signal mask cleared; exec. The parent's
// signals are blocked around vfork so no handler of the runner's runs in the child. Only system
// calls are made in the child (no allocation, no locks); user and group are changed with the raw
// system calls, which change this task alone (glibc's wrappers would signal the runner's threads).
#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <errno.h>
#include <linux/capability.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static const int targets[TUTOR_SPAWN_DESCRIPTORS] = {0, 1, 2, 100, 101};
enum { STAGING_DESCRIPTOR = 200 };

static int set_limit(int resource, unsigned long long value) {
  struct rlimit limit = {(rlim_t)value, (rlim_t)value};
  if (setrlimit(resource, &limit) == 0) return 0;
  // A hard limit already lower than ours stays (raising it needs privileges): lower the soft one.
  struct rlimit current;
  if (getrlimit(resource, &current) != 0) return -1;
  limit.rlim_max = current.rlim_max;
  if (limit.rlim_cur > current.rlim_max) limit.rlim_cur = current.rlim_max;
  return setrlimit(resource, &limit);
}

static int place_descriptors(const int *sources) {
  // Staged above the targets first, so that a source that is itself a target is not overwritten.
  int staged[TUTOR_SPAWN_DESCRIPTORS];
  for (int index = 0; index < TUTOR_SPAWN_DESCRIPTORS; index++) {
    int source = sources[index];
    if (source < 0 && index < 3) source = open("/dev/null", O_RDWR | O_CLOEXEC);
    staged[index] = source < 0 ? -1 : fcntl(source, F_DUPFD_CLOEXEC, STAGING_DESCRIPTOR);
    if (source >= 0 && staged[index] < 0) return errno;
  }
  for (int index = 0; index < TUTOR_SPAWN_DESCRIPTORS; index++) {
    if (staged[index] >= 0 && dup2(staged[index], targets[index]) < 0) return errno;  // dup2 clears FD_CLOEXEC
  }
  // Everything else goes: descriptors 3–99, 102 and up (the staged copies were close-on-exec anyway).
  if (syscall(SYS_close_range, 3, 99, 0) != 0 || syscall(SYS_close_range, 102, ~0U, 0) != 0) {
    for (int descriptor = 3; descriptor < 65536; descriptor++) {
      if (descriptor != 100 && descriptor != 101) close(descriptor);
    }
  }
  if (sources[3] < 0) close(100);
  if (sources[4] < 0) close(101);
  return 0;
}

/// Empties the bounding set and the permitted, effective and inheritable sets.
static int drop_capabilities(void) {
  for (int capability = 0; capability < 64; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
  struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return syscall(SYS_capset, &header, data) == 0 ? 0 : errno;
}

static int drop_user(long long user) {
  for (int capability = 0; capability < 64; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
  if (syscall(SYS_setgroups, 0, NULL) != 0) return errno;
  if (syscall(SYS_setresgid, (gid_t)user, (gid_t)user, (gid_t)user) != 0) return errno;
  if (syscall(SYS_setresuid, (uid_t)user, (uid_t)user, (uid_t)user) != 0) return errno;
  return 0;
}

static int prepare_child(const struct tutor_spawn_options *options, volatile int *entered_network) {
  if (!options->shares_terminal && setpgid(0, 0) != 0) return errno;
  // The raw call, because glibc's sigaction refuses its own real-time signals (32, 33), which a
  // runtime may have ignored too. The kernel's struct: handler, flags, restorer, mask.
  unsigned long defaults[4] = {(unsigned long)SIG_DFL, 0, 0, 0};
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (signal_number != SIGKILL && signal_number != SIGSTOP) {
      syscall(SYS_rt_sigaction, signal_number, defaults, NULL, sizeof(unsigned long));
    }
  }
  int failure = place_descriptors(options->descriptors);
  if (failure != 0) return failure;
  if (options->working_directory != NULL && chdir(options->working_directory) != 0) return errno;
  if (options->network_namespace && unshare(CLONE_NEWNET) == 0) *entered_network = 1;
  const struct tutor_spawn_limits *limits = options->limits;
  if (limits != NULL) {
    set_limit(RLIMIT_CPU, limits->cpu_seconds);
    set_limit(RLIMIT_AS, limits->address_space_bytes);
    set_limit(RLIMIT_FSIZE, limits->file_size_bytes);
    set_limit(RLIMIT_NOFILE, limits->open_files);
    set_limit(RLIMIT_NPROC, limits->processes);
    set_limit(RLIMIT_CORE, 0);
  }
  if (options->user >= 0 && (failure = drop_user(options->user)) != 0) return failure;
  if (options->user < 0 && options->drop_capabilities && (failure = drop_capabilities()) != 0) return failure;
  if (options->user >= 0 || options->drop_capabilities || limits != NULL) prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  return 0;
}

int tutor_spawn(const struct tutor_spawn_options *options, pid_t *pid, int *entered_network) {
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  volatile int child_failure = 0;
  volatile int child_network = 0;
  pid_t child = vfork();
  if (child == 0) {
    int failure = prepare_child(options, &child_network);
    if (failure == 0) {
      execve(options->executable, options->arguments, options->environment);
      failure = errno;
    }
    child_failure = failure;
    _exit(127);
  }
  int spawn_error = child < 0 ? errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  if (spawn_error != 0) return spawn_error;
  if (child_failure != 0) {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    return child_failure;
  }
  *pid = child;
  if (entered_network != NULL) *entered_network = child_network;
  return 0;
}

void tutor_sandbox_probe(struct tutor_sandbox_support *support) {
  memset(support, 0, sizeof *support);
  support->is_root = geteuid() == 0;
  long abi = syscall(444, NULL, 0, 1U);  // landlock_create_ruleset(NULL, 0, VERSION)
  support->landlock_abi = abi < 0 ? 0 : (int)abi;
  support->seccomp = prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
  pid_t child = fork();
  if (child == 0) {
    if (unshare(CLONE_NEWNET) == 0 || unshare(CLONE_NEWUSER | CLONE_NEWNET) == 0) _exit(0);
    _exit(1);
  }
  int status = 0;
  if (child > 0) {
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    support->network_namespace = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  }
}

int tutor_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno; }
