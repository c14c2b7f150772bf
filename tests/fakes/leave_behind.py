"""A command that fails with one clear line but misbehaves in a way only the judge's reaper or its
memory budget can see (for ``tests/test_bad_input.py``), in the way its first argument says.

``hide PIDFILE``: leaves a process behind that hides as well as it can: a grandchild of a child that
leaves the session with ``setsid()`` and exits at once, which becomes ``sleep`` with an empty
environment; its process ID goes to PIDFILE (which the judge never reads);
``grow MB``: fills MB megabytes of memory (resident, well under the address-space limit) first;
``blow``: asks for 8 GB at once, past the address-space limit (an uncaught ``MemoryError``).
Each then prints ``error: the contract cannot be scored [SCORE-04]`` and exits with status 2.
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    mode, arg = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "")
    if mode == "hide":
        if os.fork() == 0:
            os.setsid()
            if os.fork() != 0:
                os._exit(0)
            with open(arg, "w", encoding="utf-8") as f:
                f.write(f"{os.getpid()}\n")
            os.closerange(0, 3)
            os.execve("/bin/sleep", ["sleep", "3600"], {})
        os.wait()
    elif mode == "grow":
        block = bytearray(int(arg) << 20)
        for i in range(0, len(block), 4096):
            block[i] = 1
    elif mode == "blow":
        block = bytearray(8 << 30)
        block[0] = 1
    print("error: the contract cannot be scored [SCORE-04]", flush=True)
    sys.exit(2)


if __name__ == "__main__":
    main()
