// What an app process knows of its confinement (docs/architecture.md "The sandbox"): the runner's
// spawner applied the sandbox before exec; a constructor before main() reads the driver's token,
// answers refused calls and adds the second seccomp filter (confinement.c).
#ifndef TUTOR_APP_SANDBOX_H
#define TUTOR_APP_SANDBOX_H

/// 1 when the runner started this process in a network namespace of its own (no network at
/// all); 0 when the kernel did not allow it or the runner did not ask for it.
int tutor_network_isolated(void);

/// The name of a call the sandbox refused that has not been reported yet ("socket()"), or NULL.
const char *tutor_sandbox_next_refusal(void);

/// Copies the driver protocol's session token into `buffer` (NUL-terminated) and forgets it;
/// answers its length, or 0 when there is none (already taken, or not started by the runner).
int tutor_protocol_take_token(char *buffer, int size);

/// The descriptors of the driver protocol: requests are read from one, replies written to the
/// other (both close-on-exec). -1 when the process was not started by the runner.
int tutor_protocol_requests_descriptor(void);
int tutor_protocol_replies_descriptor(void);

#endif
