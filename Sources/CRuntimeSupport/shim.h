// Helpers for the UIKit runtime that Swift cannot spell without the Objective-C runtime.
//
// UIApplicationMain(_:_:_:_:) receives the app delegate's class by name and must create an
// instance, as Objective-C's `[[cls alloc] init]` does. Swift only lets a metatype call a
// `required` initializer, and UIResponder's `init()` is not required (it is not on iOS either:
// subclasses with their own designated initializers must not be forced to write `init()`).
// The allocating entry point of `init()` (introduced by NSObject, overridden by UIResponder) is nevertheless dispatched through the
// class's vtable, so we look it up with the Swift runtime and call it with the Swift calling
// convention, passing the metatype as `self`. A subclass that inherits `init()` has its own
// entry there, which also runs its stored-property initializers.
#ifndef TUTOR_RUNTIME_SUPPORT_H
#define TUTOR_RUNTIME_SUPPORT_H
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// Method descriptor of NSObject.init() (allocating entry, which UIResponder overrides) and NSObject's class descriptor.
extern const char tutor_responder_init_descriptor[] __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char tutor_responder_class_descriptor[] __asm__("$s10Foundation8NSObjectCMn");

/// The allocating `init()` a UIResponder subclass answers with, or NULL.
static inline const void *tutor_responder_allocating_init(const void *metatype) {
  return swift_lookUpClassMethod(metatype, tutor_responder_init_descriptor, tutor_responder_class_descriptor);
}

/// Calls an allocating initializer found by tutor_responder_allocating_init; returns a +1 object.
static inline void *tutor_call_allocating_init(const void *function, void *metatype) {
  typedef void *(*AllocatingInit)(void *self __attribute__((swift_context))) __attribute__((swiftcall));
  return ((AllocatingInit)function)(metatype);
}

// A collection view makes the cell classes registered with it as UIKit does, with
// `[[cls alloc] initWithFrame:]`: learner cells override `init(frame:)` without `required`, so
// Swift cannot call it through a metatype. UIView's `init(frame:)` is a designated initializer
// whose allocating entry is in the class's vtable (an override, or the one a subclass inherits,
// has its own entry), so it is looked up and called as `init()` is above. Only UIKit uses these
// (the descriptors are UIKit's own symbols).
extern const char tutor_view_frame_init_descriptor[] __asm__(
    "$s5UIKit6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char tutor_view_class_descriptor[] __asm__("$s5UIKit6UIViewCMn");

/// The allocating `init(frame:)` a UIView subclass answers with, or NULL.
static inline const void *tutor_view_allocating_init_frame(const void *metatype) {
  return swift_lookUpClassMethod(metatype, tutor_view_frame_init_descriptor, tutor_view_class_descriptor);
}

/// Calls an allocating `init(frame:)` found by tutor_view_allocating_init_frame (a CGRect is
/// passed as its four doubles); returns a +1 object.
static inline void *tutor_call_view_init_frame(
    const void *function, void *metatype, double x, double y, double width, double height) {
  typedef void *(*AllocatingInit)(double, double, double, double, void *self __attribute__((swift_context)))
      __attribute__((swiftcall));
  return ((AllocatingInit)function)(x, y, width, height, metatype);
}

// The app host's driver loop (module AppHost, which depends on UIKit). UIKit refers to it weakly:
// when AppHost is linked into the app process, UIApplicationMain hands control to it.
extern void tutor_app_host_run(void *delegateBox) __attribute__((weak));

/// Whether the app host is linked into this process.
static inline int tutor_app_host_is_linked(void) { return tutor_app_host_run != 0; }

// Host controllers the runner's generated code registers (launch Class); weak, as it is absent
// from apps built without the runner.
extern void tutor_register_host_controllers(void) __attribute__((weak));
static inline void tutor_register_generated_hosts(void) {
  if (tutor_register_host_controllers != 0) tutor_register_host_controllers();
}

/// Runs the app host's driver loop; it does not return.
static inline void tutor_app_host_start(void *delegateBox) { tutor_app_host_run(delegateBox); }

#include <dlfcn.h>
#include <stdio.h>
#ifndef RTLD_NEXT
#define RTLD_NEXT ((void *)-1l)
#endif

// The C library's own clock_gettime (the app host replaces it in app processes): found once with
// RTLD_NEXT, so reads keep the fast vDSO path; the raw system call if it cannot be found.
static inline int tutor_real_clock_gettime(clockid_t clock, struct timespec *value) {
  typedef int (*ClockGettime)(clockid_t, struct timespec *);
  static ClockGettime real = 0;
  if (real == 0) real = (ClockGettime)dlsym(RTLD_NEXT, "clock_gettime");
  if (real != 0) return real(clock, value);
  return (int)syscall(SYS_clock_gettime, clock, value);
}
#endif

// Makes the process's standard output line-buffered (Swift's `stdout` global cannot be touched
// from strict-concurrency code), so a crash loses no printed line.
static inline void tutor_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
