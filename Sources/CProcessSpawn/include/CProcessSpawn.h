// Starting a child process the way the runner needs it (docs/architecture.md "The sandbox"): every
// setting applied in the child before the program starts, so there is no moment in which the
// program runs with the runner's descriptors, signal state or limits.
#ifndef TUTOR_PROCESS_SPAWN_H
#define TUTOR_PROCESS_SPAWN_H
#include <sys/types.h>

/// Resource limits; both the soft and the hard limit are set.
struct tutor_spawn_limits {
  unsigned long long cpu_seconds;
  unsigned long long address_space_bytes;
  unsigned long long file_size_bytes;
  unsigned long long open_files;
  unsigned long long processes;
};

/// Where the child's descriptors 0, 1, 2 and the driver protocol's 100 (requests) and 101
/// (replies) come from: a descriptor of the runner's, or -1 (/dev/null for 0–2, closed else).
enum { TUTOR_SPAWN_DESCRIPTORS = 5 };

struct tutor_spawn_options {
  const char *executable;
  char *const *arguments;
  char *const *environment;
  const char *working_directory;  // NULL: the runner's
  int descriptors[TUTOR_SPAWN_DESCRIPTORS];
  const struct tutor_spawn_limits *limits;  // NULL: the runner's own
  int network_namespace;                    // 1: try network and IPC namespaces of its own
  long long user;                           // >= 0: run as this user and group (as root), no capabilities
  int drop_capabilities;                    // 1: no capabilities at all, even as root
  int shares_terminal;                      // 1: stay in the runner's process group (an editor)
  int user_namespace;                       // 1: namespaces through a user namespace (not root)
  int confine;                              // 1: Landlock and seccomp (CSandboxPolicy) before exec
  const char *landlock_read;                // colon-separated: more to read (the app's build)
  const char *landlock_write;               // colon-separated: to read and write (its container)
  const char *landlock_execute;             // colon-separated: to execute (the app, the loader)
};

/// Starts the program in a process group of its own: descriptors placed, every other descriptor
/// closed, signal dispositions and mask reset, namespaces made, limits set, the user changed,
/// Landlock and seccomp applied; then exec. Answers 0 and the pid, or the errno of the step that
/// failed. `result` gets TUTOR_SPAWNED_* flags for the layers the child entered.
int tutor_spawn(const struct tutor_spawn_options *options, pid_t *pid, int *result);

enum {
  TUTOR_SPAWNED_NETWORK_NAMESPACE = 1,
  TUTOR_SPAWNED_LANDLOCK = 2,
  TUTOR_SPAWNED_SECCOMP = 4,
};

/// A pipe whose both ends are close-on-exec from the start (pipe2 is a GNU extension); 0 or errno.
int tutor_pipe(int ends[2]);

/// O_PATH (a GNU name): a descriptor that names a file without opening it for reading.
int tutor_open_path_flag(void);

/// What this machine lets the runner confine an app with (for `tutor doctor`).
struct tutor_sandbox_support {
  int landlock_abi;         // 0: none
  int seccomp;              // 1: filters can be installed
  int network_namespace;    // 1: a network namespace can be made
  int container_disk;       // 1: a tmpfs can be mounted (a file system of its own per container)
  int is_root;
};
void tutor_sandbox_probe(struct tutor_sandbox_support *support);

#endif
