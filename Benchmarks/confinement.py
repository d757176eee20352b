#!/usr/bin/env python3
"""Prints what confinement costs an app start: an app built by `tutor check` is started as the
runner starts it (driver protocol on descriptors 100 and 101, token first), launched and told to
quit, with and without the sandbox the app applies before main (TUTOR_SANDBOX: crash frames,
Landlock, seccomp; TUTOR_NETWORK_SANDBOX: a network namespace). Usage: confinement.py APP [RUNS]"""
import json, os, statistics, subprocess, sys, tempfile, time

def start_once(app, container, sandboxed):
    requests_read, requests_write = os.pipe()
    replies_read, replies_write = os.pipe()
    environment = {"HOME": container, "TMPDIR": container, "TUTOR_PROTOCOL": "1",
                   "TUTOR_APP_OUTPUT": os.path.join(container, "output.txt"), "SWIFT_BACKTRACE": "enable=no"}
    if sandboxed:
        environment.update({"TUTOR_SANDBOX": "1", "TUTOR_NETWORK_SANDBOX": "1",
                            "TUTOR_SANDBOX_READ": os.path.dirname(app), "TUTOR_SANDBOX_WRITE": container})
    def place():
        os.dup2(requests_read, 100)
        os.dup2(replies_write, 101)
    started = time.perf_counter()
    child = subprocess.Popen([app], env=environment, cwd=container, preexec_fn=place, close_fds=False,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(requests_read)
    os.close(replies_write)
    replies = os.fdopen(replies_read, "rb")
    os.write(requests_write, b"token0123\n")
    for request_id, op in ((1, "launch"), (2, "quit")):
        os.write(requests_write, (json.dumps({"id": request_id, "op": op}) + "\n").encode())
        reply = json.loads(replies.readline())
        assert reply["id"] == request_id, reply
    child.wait()
    elapsed = time.perf_counter() - started
    os.close(requests_write)
    replies.close()
    return elapsed

def main():
    app = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    with tempfile.TemporaryDirectory() as container:
        start_once(app, container, True)  # warm the page cache
        plain, confined = [], []
        for _ in range(runs):  # alternated, so machine noise hits both alike
            plain.append(start_once(app, container, False))
            confined.append(start_once(app, container, True))
    plain_ms, confined_ms = statistics.median(plain) * 1000, statistics.median(confined) * 1000
    print(f"app start, launch and quit: {plain_ms:.1f} ms unconfined, {confined_ms:.1f} ms confined "
          f"(median of {runs}); confinement costs {confined_ms - plain_ms:.1f} ms per start, "
          f"{confined_ms / plain_ms:.2f}x (goal: under 10 ms)")

main()
