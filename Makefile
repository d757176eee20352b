# Tutor — the two commands of the README, plus build.
#   make run    builds and starts the shell on the bundled lessons
#   make test   builds and runs every test
# Both first install the Debian packages the build needs (as root), or print the apt-get line.

DEBIAN_PACKAGES := libedit-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev libxml2-dev sqlite3 tmux python3-yaml
# Warnings are errors for the project's own targets (set in Package.swift).
SWIFT_BUILD_FLAGS :=

.PHONY: deps build run test benchmark format

deps:
	@missing=""; \
	for package in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = "0" ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing; \
	  else \
	    echo "Tutor needs these Debian packages:$$missing"; \
	    echo "Install them with:"; \
	    echo "  sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi
	@command -v swift >/dev/null || { echo "The Swift toolchain is missing: install Swift 6.3 and put swift on PATH."; exit 1; }

# The runtime apps link is built a second time, optimized (apps start about a tenth faster), and
# RuntimeLocation uses it while it is at least as new as the debug build (so it goes last).
RUNTIME_RELEASE := swift build -c release --product AppHost $(SWIFT_BUILD_FLAGS)

build: deps
	swift build $(SWIFT_BUILD_FLAGS)
	$(RUNTIME_RELEASE)

run: build
	./.build/debug/tutor

test: deps
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	$(RUNTIME_RELEASE)
	swift test --skip-build

benchmark: deps
	Benchmarks/runtime.sh
	Benchmarks/storage.sh
	Benchmarks/lessons.sh
	Benchmarks/webpage.sh
	Benchmarks/check.sh
	Benchmarks/startup.sh
	Benchmarks/grade.sh
	Benchmarks/grade-flood.sh

format:
	Scripts/format.sh
