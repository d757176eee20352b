// Applies an app process's confinement before main(), in an order where each step still has
// what it needs: the driver protocol's token is read, the network namespace entered (it writes
// /proc/self), crashes set to be reported, the file system and TCP restricted (Landlock), and
// finally the system-call filter installed (seccomp), which forbids namespaces and new programs.
// The runner asks for each through the environment (AppContainer.environment):
//
//   TUTOR_PROTOCOL=1          requests on descriptor 100, replies on 101; first line: the token
//   TUTOR_NETWORK_SANDBOX=1   a network namespace (already there when the runner made it, as root)
//   TUTOR_SANDBOX=1           crash frames, Landlock and seccomp
//   TUTOR_SANDBOX_READ=a:b    more paths the app may read (its build folder)
//   TUTOR_SANDBOX_WRITE=c     paths it may read and write (its container)
#define _GNU_SOURCE
#include "confinement.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { REQUESTS_DESCRIPTOR = 100, REPLIES_DESCRIPTOR = 101 };

static int isolated = 0;
static int protocol = 0;
static char token[80];
static char layers[160] = "none";

int tutor_network_isolated(void) { return isolated; }
const char *tutor_sandbox_layers(void) { return layers; }
int tutor_protocol_requests_descriptor(void) { return protocol ? REQUESTS_DESCRIPTOR : -1; }
int tutor_protocol_replies_descriptor(void) { return protocol ? REPLIES_DESCRIPTOR : -1; }

int tutor_protocol_take_token(char *buffer, int size) {
  int length = (int)strlen(token);
  if (length == 0 || length >= size) return 0;
  memcpy(buffer, token, (size_t)length + 1);
  memset(token, 0, sizeof token);
  return length;
}

static int wants(const char *name, const char *value) {
  const char *setting = getenv(name);
  return setting != NULL && strcmp(setting, value) == 0;
}

/// Reads the token line the runner writes first on the request descriptor, byte by byte so that
/// nothing of the first request is consumed.
static void read_token(void) {
  fcntl(REQUESTS_DESCRIPTOR, F_SETFD, FD_CLOEXEC);
  fcntl(REPLIES_DESCRIPTOR, F_SETFD, FD_CLOEXEC);
  size_t length = 0;
  char byte;
  while (length + 1 < sizeof token && read(REQUESTS_DESCRIPTOR, &byte, 1) == 1 && byte != '\n') {
    token[length++] = byte;
  }
  token[length] = '\0';
}

/// The loaded objects' files (the app, its runtime and the toolchain's libraries), colon-separated,
/// and the toolchain's library folder, for libraries loaded later.
struct object_list {
  char text[16384];
  size_t length;
};

static void append_path(struct object_list *list, const char *path, size_t length) {
  if (length == 0 || list->length + length + 2 >= sizeof list->text) return;
  if (list->length > 0) list->text[list->length++] = ':';
  memcpy(list->text + list->length, path, length);
  list->length += length;
  list->text[list->length] = '\0';
}

static int add_object(struct dl_phdr_info *info, size_t size, void *context) {
  (void)size;
  struct object_list *list = context;
  const char *name = info->dlpi_name;
  if (name == NULL || name[0] != '/') return 0;
  append_path(list, name, strlen(name));
  if (strstr(name, "/libswiftCore.so") != NULL) {
    append_path(list, name, (size_t)(strrchr(name, '/') - name));  // the toolchain's runtime folder
  }
  return 0;
}

static void describe(int network, int landlock, int seccomp) {
  char *cursor = layers;
  size_t room = sizeof layers;
  layers[0] = '\0';
  if (network) snprintf(cursor, room, "network namespace");
  if (landlock) {
    size_t used = strlen(layers);
    snprintf(layers + used, room - used, "%sLandlock ABI %d", used ? ", " : "", landlock);
  }
  if (seccomp) {
    size_t used = strlen(layers);
    snprintf(layers + used, room - used, "%sseccomp", used ? ", " : "");
  }
  if (layers[0] == '\0') snprintf(layers, room, "none");
}

__attribute__((constructor)) static void tutor_confine_app(void) {
  if (wants("TUTOR_PROTOCOL", "1")) {
    protocol = 1;
    read_token();
  }
  if (wants("TUTOR_NETWORK_SANDBOX", "1")) {
    isolated = tutor_enter_network_namespace();
  }
  int landlock = 0;
  int seccomp = 0;
  if (wants("TUTOR_SANDBOX", "1")) {
    tutor_crash_report_install();
    static struct object_list objects;
    objects.length = 0;
    objects.text[0] = '\0';
    dl_iterate_phdr(add_object, &objects);
    const char *more = getenv("TUTOR_SANDBOX_READ");
    if (more != NULL) append_path(&objects, more, strlen(more));
    landlock = tutor_landlock_restrict(objects.text, getenv("TUTOR_SANDBOX_WRITE"));
    seccomp = tutor_seccomp_install();
  }
  describe(isolated, landlock, seccomp);
}
