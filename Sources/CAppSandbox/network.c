// A network namespace of its own for an app process, so learner code never runs with network
// access. As root a plain network namespace is enough (the runner makes it before the app
// starts); otherwise an unprivileged user namespace (mapping the user to itself, so files keep
// their owner) carries one. Where the kernel allows neither, the other layers still hold.
#define _GNU_SOURCE
#include "confinement.h"

#include <fcntl.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int write_file(const char *path, const char *text) {
  int descriptor = open(path, O_WRONLY | O_CLOEXEC);
  if (descriptor < 0) return -1;
  ssize_t length = (ssize_t)strlen(text);
  ssize_t written = write(descriptor, text, (size_t)length);
  close(descriptor);
  return written == length ? 0 : -1;
}

/// Whether no network interface is up: the state of a network namespace made for this process
/// (its loopback is down), which the runner makes before exec when it runs as root.
static int no_interface_is_up(void) {
  struct if_nameindex *interfaces = if_nameindex();
  if (interfaces == NULL) return 0;
  int probe = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  int up = probe < 0;
  for (struct if_nameindex *interface = interfaces; !up && interface->if_index != 0; interface++) {
    struct ifreq request;
    memset(&request, 0, sizeof request);
    strncpy(request.ifr_name, interface->if_name, IFNAMSIZ - 1);
    up = ioctl(probe, SIOCGIFFLAGS, &request) != 0 || (request.ifr_flags & IFF_UP) != 0;
  }
  if (probe >= 0) close(probe);
  if_freenameindex(interfaces);
  return !up;
}

int tutor_enter_network_namespace(void) {
  if (no_interface_is_up()) return 1;
  if (unshare(CLONE_NEWNET) == 0) return 1;
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNET) != 0) return 0;
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  write_file("/proc/self/uid_map", map);
  write_file("/proc/self/setgroups", "deny\n");
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  write_file("/proc/self/gid_map", map);
  return 1;
}
