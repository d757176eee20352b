// Landlock for an app process (docs/architecture.md "The sandbox"), applied by the spawner before
// exec: the process may read only the system, the toolchain's runtime and the files the runner
// names, write only its container, execute only the app (and the loader that starts it), bind or
// connect no TCP port (ABI 4), and signal or reach by abstract socket nothing outside itself
// (ABI 6). The best ABI the kernel offers is used; what it lacks is reported, never assumed.
//
// The constants are spelled here (Debian's kernel headers predate ABI 4); their values are the
// kernel's UAPI and never change.
#define _GNU_SOURCE
#include "CSandboxPolicy.h"

#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define LL_CREATE_RULESET 444
#define LL_ADD_RULE 445
#define LL_RESTRICT_SELF 446
#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1

#define FS_EXECUTE (1ULL << 0)
#define FS_WRITE_FILE (1ULL << 1)
#define FS_READ_FILE (1ULL << 2)
#define FS_READ_DIR (1ULL << 3)
#define FS_REMOVE_DIR (1ULL << 4)
#define FS_REMOVE_FILE (1ULL << 5)
#define FS_MAKE_CHAR (1ULL << 6)
#define FS_MAKE_DIR (1ULL << 7)
#define FS_MAKE_REG (1ULL << 8)
#define FS_MAKE_SOCK (1ULL << 9)
#define FS_MAKE_FIFO (1ULL << 10)
#define FS_MAKE_BLOCK (1ULL << 11)
#define FS_MAKE_SYM (1ULL << 12)
#define FS_REFER (1ULL << 13)      /* ABI 2 */
#define FS_TRUNCATE (1ULL << 14)   /* ABI 3 */
#define FS_IOCTL_DEV (1ULL << 15)  /* ABI 5 */
#define NET_BIND_TCP (1ULL << 0)   /* ABI 4 */
#define NET_CONNECT_TCP (1ULL << 1)
#define SCOPE_ABSTRACT_UNIX (1ULL << 0) /* ABI 6 */
#define SCOPE_SIGNAL (1ULL << 1)

struct ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};

struct path_beneath_attr {
  uint64_t allowed_access;
  int32_t parent_fd;
} __attribute__((packed));

#define READ_ACCESS (FS_READ_FILE | FS_READ_DIR)
#define WRITE_ACCESS                                                                                \
  (FS_WRITE_FILE | FS_REMOVE_DIR | FS_REMOVE_FILE | FS_MAKE_DIR | FS_MAKE_REG | FS_MAKE_SYM |      \
   FS_MAKE_FIFO | FS_REFER | FS_TRUNCATE)

/// The kernel's Landlock ABI version, or 0 when Landlock is not available.
int tutor_landlock_abi(void) {
  long version = syscall(LL_CREATE_RULESET, NULL, 0, LL_CREATE_RULESET_VERSION);
  return version < 0 ? 0 : (int)version;
}

static uint64_t handled_fs_for(int abi) {
  uint64_t access = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_READ_DIR | FS_REMOVE_DIR | FS_REMOVE_FILE |
                    FS_MAKE_CHAR | FS_MAKE_DIR | FS_MAKE_REG | FS_MAKE_SOCK | FS_MAKE_FIFO | FS_MAKE_BLOCK |
                    FS_MAKE_SYM;
  if (abi >= 2) access |= FS_REFER;
  if (abi >= 3) access |= FS_TRUNCATE;
  if (abi >= 5) access |= FS_IOCTL_DEV;
  return access;
}

/// Adds `path` (a file or a folder and everything beneath) with `access`, limited to what the
/// ruleset handles and, for a file, to what a file can be granted. A path that does not exist is
/// skipped: the system folders differ between distributions.
static void allow(int ruleset, const char *path, uint64_t access, uint64_t handled) {
  int descriptor = open(path, O_PATH | O_CLOEXEC);
  if (descriptor < 0) return;
  struct stat status;
  if (fstat(descriptor, &status) == 0 && !S_ISDIR(status.st_mode)) {
    access &= FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV;
  }
  struct path_beneath_attr rule = {.allowed_access = access & handled, .parent_fd = descriptor};
  syscall(LL_ADD_RULE, ruleset, LL_RULE_PATH_BENEATH, &rule, 0);
  close(descriptor);
}

/// Calls `allow` for each path of a colon-separated list.
static void allow_list(int ruleset, const char *list, uint64_t access, uint64_t handled) {
  if (list == NULL) return;
  char path[4096];
  while (*list != '\0') {
    const char *end = strchr(list, ':');
    size_t length = end ? (size_t)(end - list) : strlen(list);
    if (length > 0 && length < sizeof path) {
      memcpy(path, list, length);
      path[length] = '\0';
      allow(ruleset, path, access, handled);
    }
    list += length + (end ? 1 : 0);
  }
}

/// What the C library, the loader and Foundation read: the system's programs and data, the few
/// files of /etc they need (not /etc itself: it holds secrets such as /etc/shadow), random
/// numbers, the processor count, and the process's own /proc entry.
static const char *const system_read_paths[] = {
    "/usr", "/lib", "/lib64", "/lib32", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
    "/etc/localtime", "/etc/timezone", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf",
    "/etc/locale.alias", "/etc/locale.conf", "/etc/os-release", "/etc/default/locale", "/dev/urandom",
    "/dev/random", "/dev/zero", "/sys/devices/system/cpu", "/proc/self", NULL,
};

int tutor_landlock_restrict(const char *read_paths, const char *write_paths, const char *execute_paths) {
  int abi = tutor_landlock_abi();
  if (abi <= 0) return 0;
  struct ruleset_attr attributes = {.handled_access_fs = handled_fs_for(abi)};
  size_t size = sizeof attributes.handled_access_fs;
  if (abi >= 4) {
    attributes.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
    size = offsetof(struct ruleset_attr, scoped);
  }
  if (abi >= 6) {
    attributes.scoped = SCOPE_ABSTRACT_UNIX | SCOPE_SIGNAL;
    size = sizeof attributes;
  }
  int ruleset = (int)syscall(LL_CREATE_RULESET, &attributes, size, 0);
  if (ruleset < 0) return 0;
  uint64_t handled = attributes.handled_access_fs;
  for (const char *const *path = system_read_paths; *path != NULL; path++) {
    allow(ruleset, *path, READ_ACCESS, handled);
  }
  allow(ruleset, "/dev/null", READ_ACCESS | FS_WRITE_FILE, handled);
  allow_list(ruleset, read_paths, READ_ACCESS, handled);
  allow_list(ruleset, write_paths, READ_ACCESS | WRITE_ACCESS, handled);
  allow_list(ruleset, execute_paths, READ_ACCESS | FS_EXECUTE, handled);
  syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  long restricted = syscall(LL_RESTRICT_SELF, ruleset, 0);
  close(ruleset);
  return restricted == 0 ? abi : 0;
}
