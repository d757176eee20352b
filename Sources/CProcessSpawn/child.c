// What a child does between fork (or vfork) and exec, in this order: a process group of its own
// (unless it shares the runner's terminal, as an editor does); signal dispositions back to their
// defaults; the five descriptors placed and every other one closed; the working directory;
// namespaces (network and IPC: as root directly, else inside a user namespace); limits; the user
// changed (as root) or every capability dropped; no new privileges; Landlock and the first
// seccomp filter (CSandboxPolicy); the signal mask cleared. Only system calls are made (no
// allocation, no locks); user and group change through the raw calls, which change this task
// alone (glibc's wrappers would signal the runner's threads).
#define _GNU_SOURCE
#include "spawn_child.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "CSandboxPolicy.h"

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

static int place_descriptors(const int *sources, int *report) {
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
  // The report pipe stays, close-on-exec, until exec; everything else goes.
  if (*report != TUTOR_SPAWN_REPORT_DESCRIPTOR) {
    if (syscall(SYS_dup3, *report, TUTOR_SPAWN_REPORT_DESCRIPTOR, O_CLOEXEC) < 0) return errno;
    *report = TUTOR_SPAWN_REPORT_DESCRIPTOR;
  }
  if (syscall(SYS_close_range, 3, TUTOR_SPAWN_REPORT_DESCRIPTOR - 1, 0) != 0 ||
      syscall(SYS_close_range, 102, ~0U, 0) != 0) {
    for (int descriptor = 3; descriptor < 65536; descriptor++) {
      if (descriptor != 100 && descriptor != 101 && descriptor != TUTOR_SPAWN_REPORT_DESCRIPTOR) close(descriptor);
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

static void write_file(const char *path, const char *text) {
  int descriptor = open(path, O_WRONLY | O_CLOEXEC);
  if (descriptor < 0) return;
  ssize_t ignored = write(descriptor, text, strlen(text));
  (void)ignored;
  close(descriptor);
}

/// Network and IPC namespaces of the child's own; through a user namespace that maps the user to
/// itself (so files keep their owner) when the runner is not root. 1 when entered.
static int enter_namespaces(int through_user_namespace) {
  if (!through_user_namespace) return unshare(CLONE_NEWNET | CLONE_NEWIPC) == 0;
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNET | CLONE_NEWIPC) != 0) return 0;
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  write_file("/proc/self/uid_map", map);
  write_file("/proc/self/setgroups", "deny\n");
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  write_file("/proc/self/gid_map", map);
  return 1;
}

static void set_limits(const struct tutor_spawn_limits *limits) {
  set_limit(RLIMIT_CPU, limits->cpu_seconds);
  set_limit(RLIMIT_AS, limits->address_space_bytes);
  set_limit(RLIMIT_FSIZE, limits->file_size_bytes);
  set_limit(RLIMIT_NOFILE, limits->open_files);
  set_limit(RLIMIT_NPROC, limits->processes);
  set_limit(RLIMIT_CORE, 0);
}

/// Writes the layers entered into the environment's `TUTOR_SPAWNED=0` entry, in place (the runner
/// reserved it; the strings are the runner's copies), so the app can say which layers hold.
static void note_layers(char *const *environment, int layers) {
  static const char prefix[] = "TUTOR_SPAWNED=";
  for (char *const *entry = environment; entry != NULL && *entry != NULL; entry++) {
    if (strncmp(*entry, prefix, sizeof prefix - 1) == 0 && (*entry)[sizeof prefix - 1] != '\0') {
      (*entry)[sizeof prefix - 1] = (char)('0' + (layers & 7));
    }
  }
}

int tutor_prepare_child(const struct tutor_spawn_options *options, int *report, int *layers) {
  if (!options->shares_terminal && setpgid(0, 0) != 0) return errno;
  // The raw call, because glibc's sigaction refuses its own real-time signals (32, 33), which a
  // runtime may have ignored too. The kernel's struct: handler, flags, restorer, mask.
  unsigned long defaults[4] = {(unsigned long)SIG_DFL, 0, 0, 0};
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (signal_number != SIGKILL && signal_number != SIGSTOP) {
      syscall(SYS_rt_sigaction, signal_number, defaults, NULL, sizeof(unsigned long));
    }
  }
  int failure = place_descriptors(options->descriptors, report);
  if (failure != 0) return failure;
  if (options->working_directory != NULL && chdir(options->working_directory) != 0) return errno;
  if (options->network_namespace && enter_namespaces(options->user_namespace)) {
    *layers |= TUTOR_SPAWNED_NETWORK_NAMESPACE;
  }
  if (options->limits != NULL) set_limits(options->limits);
  if (options->user >= 0 && (failure = drop_user(options->user)) != 0) return failure;
  // Without a user of its own: no capabilities (root's, or those a user namespace gave).
  int unprivileged = options->drop_capabilities || (*layers & TUTOR_SPAWNED_NETWORK_NAMESPACE);
  if (options->user < 0 && unprivileged && (failure = drop_capabilities()) != 0) return failure;
  if (options->user >= 0 || unprivileged || options->limits != NULL) prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  if (options->confine) {
    if (tutor_landlock_restrict(options->landlock_read, options->landlock_write, options->landlock_execute) > 0) {
      *layers |= TUTOR_SPAWNED_LANDLOCK;
    }
    if (tutor_seccomp_install(TUTOR_SECCOMP_AT_SPAWN, (int)getpid())) *layers |= TUTOR_SPAWNED_SECCOMP;
  }
  note_layers(options->environment, *layers);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  return 0;
}
