// The network sandbox of an app process (grading.md "Sandbox and limits").
#ifndef TUTOR_APP_SANDBOX_H
#define TUTOR_APP_SANDBOX_H

/// 1 when this process was moved into a network namespace of its own (no network at all) before
/// any learner code ran; 0 when the kernel did not allow it or the runner did not ask for it.
int tutor_network_isolated(void);

#endif
