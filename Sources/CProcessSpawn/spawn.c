// tutor_spawn: a child made with vfork (or fork, when it needs a user namespace, which a child
// sharing the runner's memory cannot make) prepares itself (child.c) and execs. It reports on a
// close-on-exec pipe: the layers it entered, then, if exec or a step failed, the errno; end of
// file means the program started. The runner's signals are blocked around the fork so that none
// of its handlers runs in the child.
#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "spawn_child.h"

struct child_report {
  int layers;
  int error;
};

static void send_report(int descriptor, int layers, int error) {
  struct child_report report = {layers, error};
  ssize_t ignored = write(descriptor, &report, sizeof report);
  (void)ignored;
}

/// The child's last report: end of file after a successful exec leaves what it said before.
static struct child_report receive_report(int descriptor) {
  struct child_report report = {0, 0};
  struct child_report next;
  ssize_t count;
  while ((count = read(descriptor, &next, sizeof next)) == (ssize_t)sizeof next || (count < 0 && errno == EINTR)) {
    if (count > 0) report = next;
  }
  return report;
}

int tutor_spawn(const struct tutor_spawn_options *options, pid_t *pid, int *result) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return errno;
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t child = options->user_namespace && options->network_namespace ? fork() : vfork();
  if (child == 0) {
    int layers = 0;
    int channel = report[1];
    int failure = tutor_prepare_child(options, &channel, &layers);
    if (failure == 0) {
      send_report(channel, layers, 0);
      execve(options->executable, options->arguments, options->environment);
      failure = errno;
    }
    send_report(channel, layers, failure);
    _exit(127);
  }
  int spawn_error = child < 0 ? errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(report[1]);
  if (spawn_error != 0) {
    close(report[0]);
    return spawn_error;
  }
  struct child_report outcome = receive_report(report[0]);
  close(report[0]);
  if (outcome.error != 0) {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    return outcome.error;
  }
  *pid = child;
  if (result != NULL) *result = outcome.layers;
  return 0;
}

int tutor_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno; }

int tutor_open_path_flag(void) { return O_PATH; }
