// What an app process does about its confinement before main(). The runner's spawner has
// already applied the sandbox before exec — namespaces, limits, user, Landlock and a first
// seccomp filter (CSandboxPolicy) — and says which layers took in TUTOR_SPAWNED (a digit of
// TUTOR_SPAWNED_* flags). Here, in an order where each step still has what it needs: refused
// calls are answered with EPERM, the driver protocol's token is read, crashes are set to be
// reported, and a second seccomp filter forbids new programs now that the app has started. The
// runner asks for each through the environment (AppContainer.environment):
//
//   TUTOR_PROTOCOL=1   requests on descriptor 100, replies on 101; the first line is the token
//   TUTOR_SANDBOX=1    refusals, crash frames and the second filter
#define _GNU_SOURCE
#include "confinement.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "CSandboxPolicy.h"

enum { REQUESTS_DESCRIPTOR = 100, REPLIES_DESCRIPTOR = 101 };
enum { SPAWNED_NETWORK = 1 };

static int spawned = 0;
static int protocol = 0;
static char token[80];

int tutor_network_isolated(void) { return (spawned & SPAWNED_NETWORK) != 0; }
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

__attribute__((constructor)) static void tutor_confine_app(void) {
  const char *report = getenv("TUTOR_SPAWNED");
  if (report != NULL && report[0] >= '0' && report[0] <= '7') spawned = report[0] - '0';
  int sandboxed = wants("TUTOR_SANDBOX", "1");
  if (sandboxed) tutor_refusals_install();
  if (wants("TUTOR_PROTOCOL", "1")) {
    protocol = 1;
    read_token();
  }
  if (sandboxed) {
    tutor_crash_report_install();
    tutor_seccomp_install(TUTOR_SECCOMP_RUNNING, (int)getpid());
  }
}
