# Tidings: every package builds and tests through one shared scratch folder.
#
# The architecture checker (Tests/ArchitectureChecker) is built first, on its own: it writes
# .build/workspace/Package.swift, a generated package that depends on every package and
# re-declares their test targets, so one SwiftPM build compiles each module exactly once.
# `make help` lists the targets.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
PREFIX ?= $(HOME)/.local
ARGS ?=

BUILD := .build
# PictureService's C module finds GdkPixbuf's and libchafa's headers through a .pc file that
# `make workspace` writes (their own carry -pthread, which SwiftPM refuses with a warning, and
# link flags for libraries that are only ever loaded when first used).
export PKG_CONFIG_PATH := $(abspath $(BUILD))/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
CHECKER_PACKAGE := Tests/ArchitectureChecker
CHECKER_SCRATCH := $(BUILD)/checker
CHECKER := $(CHECKER_SCRATCH)/debug/architecture-checker
WORKSPACE := $(BUILD)/workspace
SHARED := $(BUILD)/shared
RESULTS := $(BUILD)/test-results
TIDINGS := $(SHARED)/debug/tidings
DEMO := $(BUILD)/demo
SCAFFOLD_PACKAGE := Tests/FeatureScaffold
SCAFFOLD_SCRATCH := $(BUILD)/scaffold
SCAFFOLD := $(SCAFFOLD_SCRATCH)/debug/feature-scaffold
SHAPE ?= mvvm
BENCHMARKS := parser-bench network-bench storage-bench library-bench compare-bench sync-floor
# Release binaries carry the Swift runtime inside them: it starts in about 10 ms instead of 17.
# They link with lld, packing relative relocations (DT_RELR, glibc 2.36) and exporting no
# symbols of ours (nothing looks them up by name): 2 MiB less on disk and in memory. lld folds
# identical functions (`--icf=all`, as Apple's linker does by default): 0.27 MiB less. Our
# modules are optimized together at link time (full LTO; the standard library and Foundation come
# compiled): 1.05 MiB less stripped, 0.4 MiB less peak for `--version`, no slower, and a release
# build from scratch takes about as long. SwiftPM still calls the option experimental. With the
# runtime inside, nothing is looked for beside the executable (no `$ORIGIN` run path): a
# libcurl.so.4 left in ~/.local/bin is never loaded, and the loader makes 20 fewer failed opens.
#
# The functions the common tasks call are laid out together, in the order of
# Apps/Tidings/SymbolOrder.txt (`make symbol-order` writes it; Scripts/symbol-order/record.sh
# says how): the kernel maps code in 64 KiB runs around each page that runs, so the same code
# scattered costs every process several MiB more.
#
# Our code asks for the type metadata of a concrete generic type (`Route<FeedParameters>`) by
# calling its accessor with the witness tables it already holds, not by mangled name: a name
# makes the runtime demangle it and look up each conformance it requires by scanning every
# conformance record of the executable, which cost a command 30 % of its instructions at start
# (`-disable-concrete-type-metadata-mangled-name-accessors`; 76 KiB more machine code).
SYMBOL_ORDER := Apps/Tidings/SymbolOrder.txt
STATIC_ARCHIVES := $(BUILD)/static-archives
RELEASE_FLAGS := --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker --no-export-dynamic \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker --icf=all --experimental-lto-mode=full \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	--disable-local-rpath -Xlinker --symbol-ordering-file=$(CURDIR)/$(SYMBOL_ORDER) \
	-Xlinker --no-warn-symbol-ordering -Xlinker -L$(abspath $(STATIC_ARCHIVES)) \
	-Xlinker $(abspath $(STATIC_ARCHIVES))/libsqlite3.a
# The C++ runtime the Swift runtime needs (libstdc++) and SQLite are linked into the release
# executable from their Debian archives (libstdc++-12-dev, libsqlite3-dev), not loaded at start:
# the loader no longer binds 4,300 of libstdc++'s symbols and 1,600 of SQLite's at every start.
# `tidings --version` takes 1.6 ms instead of 2.2 and peaks 1.3 MiB lower; SQLite costs the
# executable 1.2 MiB on disk, no more in memory than the shared library did. swiftc asks for
# `-lstdc++`, which the linker finds in STATIC_ARCHIVES (archives only) before gcc's, which has
# the shared library too. SQLite's archive is named outright; the shared library the module map
# also asks for is then unused, and its record is removed with the lazy libraries' below.
define link_static_archives
	@mkdir -p $(STATIC_ARCHIVES)
	@for archive in libstdc++.a libsqlite3.a; do \
		path=$$("$$(dirname "$$(realpath "$$(command -v $(SWIFT))")")/clang" -print-file-name=$$archive); \
		[ -f "$$path" ] || { echo "==> $$archive is missing: make deps installs it"; exit 1; }; \
		ln -sfn "$$path" $(STATIC_ARCHIVES)/$$archive; \
	done
endef
# libxml2 is loaded when first used (XMLService's CLibXML2/shim.h): loaded at every start, it
# and ICU cost 1.2 MiB of each process's peak, `tidings --version` and `tidings feeds` included.
# So is libdbus (NotificationService's CDBus/shim.h), which only a notification needs.
# pkg-config, which gives their headers' folders, also links them, and swiftc puts `-l` before
# any `--as-needed`, so the release executable's records of them are removed after linking, once
# no call to either by name is left (a left one would fail when first called, not at start).
define unlink_lazy_libraries
	@if nm -D --undefined-only $(1) | grep -qE ' (xml|html)[A-Z]'; then \
		echo "==> $(1) calls libxml2 by name; call it through XMLService's CLibXML2/shim.h"; exit 1; fi
	@if nm -D --undefined-only $(1) | grep -qE ' dbus_'; then \
		echo "==> $(1) calls libdbus by name; call it through NotificationService's CDBus/shim.h"; exit 1; fi
	@if nm -D --undefined-only $(1) | grep -qE ' (chafa_|gdk_pixbuf_|g_object_|g_signal_)'; then \
		echo "==> $(1) calls GdkPixbuf or libchafa by name; call them through PictureService's CPictures"; exit 1; fi
	@if nm -D --undefined-only $(1) | grep -qE ' sqlite3_'; then \
		echo "==> $(1) calls SQLite's shared library; link $(STATIC_ARCHIVES)/libsqlite3.a"; exit 1; fi
	@patchelf --remove-needed libxml2.so.2 --remove-needed libdbus-1.so.3 --remove-needed libsqlite3.so.0 $(1)
	@if readelf -d $(1) | grep -q 'libstdc++'; then \
		echo "==> $(1) loads libstdc++ at start; link $(STATIC_ARCHIVES)/libstdc++.a"; exit 1; fi
endef
# Fails when fewer than 80 % of the names in the symbol order are functions of the executable:
# renamed code has left the order, and the code that runs is scattered again.
define check_symbol_order
	@listed=$$(sort -u $(SYMBOL_ORDER) | wc -l); \
	found=$$(nm --defined-only $(1) | awk '{ print $$3 }' | sort -u | comm -12 - <(sort -u $(SYMBOL_ORDER)) | wc -l); \
	if [ $$((found * 100)) -lt $$((listed * 80)) ]; then \
		echo "==> only $$found of the $$listed functions in $(SYMBOL_ORDER) are in $(1); run make symbol-order"; exit 1; fi
endef
# The release executable stripped, as `make install` installs it, for the size budget.
STRIPPED := $(BUILD)/tidings-stripped
RELIABILITY := $(SHARED)/debug/reliability
FUZZ_SCRATCH := $(BUILD)/fuzz
# Each fuzzer, with the package whose test fixtures seed its corpus.
FUZZERS := feed-parser-fuzzer:FeedParserService opml-reader-fuzzer:OPMLService html-text-fuzzer:HTMLService \
	settings-fuzzer:ConfigurationService plain-xml-differential-fuzzer:FeedParserService
SECONDS ?= 60
# The tests' TMPDIR: each `make test` starts this checkout's folder afresh, so what tests leave
# behind (libraries, copies of the tree, servers' state) goes with the next run instead of piling
# up in /tmp. The path stays short: Unix socket paths, a test PostgreSQL's among them, are limited
# to 107 bytes. Mode 1777 as /tmp, since test servers run as other users.
TEST_TMPDIR := /tmp/tidings-tests-$(shell printf %s "$(CURDIR)" | cksum | cut -d' ' -f1)
SWIFT_FILES = git ls-files --cached --others --exclude-standard -- '*.swift' ':!:Tests/ArchitectureChecker/Fixtures'

.PHONY: help deps build test check executable-size symbol-order lint format graph docs run install clean checker workspace build-tests bench feature reliability fuzz

# The groups of Config/Dependencies.txt a target needs. Prerequisites inherit the value, so
# `make test` installs what the build and the tests need before the first compile.
DEPS_GROUPS ?= build
test: DEPS_GROUPS = build test sync
bench: DEPS_GROUPS = build bench sync
reliability: DEPS_GROUPS = build reliability sync

help: ## list the targets
	@echo "Tidings: make <target>"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  \1\t\2/' | expand -t 12

deps: ## install what the build needs from Debian and PyPI when missing (DEPS_GROUPS="build test bench reliability sync")
	@bash Scripts/dependencies.sh $(DEPS_GROUPS)

checker: deps
	@echo "==> building ArchitectureChecker (the checker, in $(CHECKER_SCRATCH))"
	@$(SWIFT) build --package-path $(CHECKER_PACKAGE) --scratch-path $(CHECKER_SCRATCH) --quiet \
		|| { echo "==> build failed in package ArchitectureChecker"; exit 1; }

# SwiftPM reads the workspace's targets through symbolic links, so it does not notice a source
# file added or removed behind one, nor a changed package manifest or C module map; a changed list
# of files, or a changed manifest or module map, touches the manifest to make it look.
workspace: checker
	@$(CHECKER) workspace --output $(WORKSPACE) --exclude $(CHECKER_PACKAGE)
	@mkdir -p $(BUILD)/pkgconfig && printf 'Name: tidings-pictures\nDescription: %s\nVersion: 1\nCflags: %s\nLibs:\n' \
		"the include folders of GdkPixbuf and libchafa, for PictureService" \
		"$$(pkg-config --cflags-only-I gdk-pixbuf-2.0 chafa)" > $(BUILD)/pkgconfig/tidings-pictures.pc.new; \
	if ! cmp -s $(BUILD)/pkgconfig/tidings-pictures.pc.new $(BUILD)/pkgconfig/tidings-pictures.pc; then \
		mv $(BUILD)/pkgconfig/tidings-pictures.pc.new $(BUILD)/pkgconfig/tidings-pictures.pc; \
	else rm -f $(BUILD)/pkgconfig/tidings-pictures.pc.new; fi
	@{ find Packages Apps Tests -name '*.swift' -not -path '*/.build/*' | LC_ALL=C sort; \
		find Packages Apps Tests \( -name Package.swift -o -name module.modulemap -o -name '*.h' \) \
			-not -path '*/.build/*' | LC_ALL=C sort | xargs cksum; } > $(WORKSPACE)/sources.new; \
	if ! cmp -s $(WORKSPACE)/sources.new $(WORKSPACE)/sources.list; then \
		mv $(WORKSPACE)/sources.new $(WORKSPACE)/sources.list; touch $(WORKSPACE)/Package.swift; \
	else rm -f $(WORKSPACE)/sources.new; fi

# Runs one shared SwiftPM build (argument: extra flags), naming the package that fails.
define shared_build
	@mkdir -p $(BUILD); \
	if ! $(SWIFT) build --package-path $(WORKSPACE) --scratch-path $(SHARED) $(1) 2>&1 \
		| tee $(BUILD)/last-build.log | grep -E 'Compiling|error:|warning:|complete!' \
		| sed -E 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z_]+) .*/  compiling \1/' | uniq; then \
		failed=$$(grep -E 'error:' $(BUILD)/last-build.log | grep -m1 -oE '(Packages|Apps|Tests)/[A-Za-z]+/' | cut -d/ -f2 || true); \
		echo "==> build failed in package $${failed:-(see $(BUILD)/last-build.log)}"; exit 1; \
	fi
endef

build: workspace ## build every package and the app
	@echo "==> building $$($(CHECKER) packages --exclude $(CHECKER_PACKAGE) | wc -l | tr -d " ") packages, the app among them, in $(SHARED)"
	$(call shared_build,--build-tests)
	$(call shared_build,--product tidings)

build-tests: build

test: build ## run every package's tests, Tests/, and check
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS); \
	rm -rf $(TEST_TMPDIR) && mkdir -p -m 1777 $(TEST_TMPDIR); export TMPDIR=$(TEST_TMPDIR); \
	passed=0; failed=0; \
	tally() { \
		local name=$$1 status=$$2 log=$$3 xml=$$4 tests=0 failures=0; \
		if [ -f "$$xml" ]; then \
			tests=$$(grep -m1 -oE 'tests="[0-9]+"' "$$xml" | grep -oE '[0-9]+' || echo 0); \
			failures=$$(grep -m1 -oE 'failures="[0-9]+"' "$$xml" | grep -oE '[0-9]+' || echo 0); \
		fi; \
		if [ "$$status" -ne 0 ] && [ "$$failures" -eq 0 ]; then failures=1; fi; \
		passed=$$((passed + tests - failures)); failed=$$((failed + failures)); \
		if [ "$$failures" -ne 0 ]; then \
			cat "$$log"; echo "==> FAILED: $$name ($$failures of $$tests tests failed)"; \
			echo "$$passed passed, $$failed failed"; exit 1; \
		fi; \
		echo "    $$name: $$tests passed"; \
	}; \
	echo "==> testing ArchitectureChecker"; \
	status=0; $(SWIFT) test --package-path $(CHECKER_PACKAGE) --scratch-path $(CHECKER_SCRATCH) --quiet \
		--xunit-output $(RESULTS)/ArchitectureChecker.xml > $(RESULTS)/ArchitectureChecker.log 2>&1 || status=$$?; \
	tally ArchitectureChecker $$status $(RESULTS)/ArchitectureChecker.log $(RESULTS)/ArchitectureChecker-swift-testing.xml; \
	while read -r name directory targets; do \
		echo "==> testing $$name ($$directory)"; \
		status=0; $(SWIFT) test --package-path $(WORKSPACE) --scratch-path $(SHARED) --skip-build \
			--filter "^($${targets//,/|})\." --xunit-output $(RESULTS)/$$name.xml \
			> $(RESULTS)/$$name.log 2>&1 || status=$$?; \
		tally "$$name" $$status $(RESULTS)/$$name.log $(RESULTS)/$$name-swift-testing.xml; \
	done < <($(CHECKER) packages --exclude $(CHECKER_PACKAGE)); \
	echo "==> checking that the tests left no process running"; \
	if ! bash Scripts/leftover-processes.sh "$(TEST_TMPDIR)"; then failed=$$((failed + 1)); fi; \
	echo "==> checking the release executable against its size budget"; \
	if ! $(MAKE) --no-print-directory executable-size; then failed=$$((failed + 1)); fi; \
	echo "==> checking the architecture"; \
	if ! $(CHECKER) --root .; then failed=$$((failed + 1)); fi; \
	echo "$$passed passed, $$failed failed"; \
	[ "$$failed" -eq 0 ]

check: checker ## run the architecture checker
	@$(CHECKER) --root .

executable-size: workspace ## build tidings (release), strip it as installed, check it against its budget
	$(link_static_archives)
	@$(SWIFT) build -c release $(RELEASE_FLAGS) --package-path $(WORKSPACE) --scratch-path $(SHARED) \
		--product tidings --quiet
	$(call unlink_lazy_libraries,$(SHARED)/release/tidings)
	@strip -o $(STRIPPED) $(SHARED)/release/tidings
	@$(CHECKER) executable-size --file $(STRIPPED)
	$(call check_symbol_order,$(SHARED)/release/tidings)

lint: ## run swift-format lint and plutil -lint
	@$(SWIFT_FORMAT) lint --strict --parallel $$($(SWIFT_FILES))
	@plutil -lint Config/*.plist

format: ## format the code
	@$(SWIFT_FORMAT) format --in-place --parallel $$($(SWIFT_FILES))

docs: build ## rewrite Config/Tidings.plist and the README's settings, command and key tables from the declarations
	@$(SWIFT) test --package-path $(WORKSPACE) --scratch-path $(SHARED) --skip-build \
		--filter 'SettingsDocuments|CommandReferenceTests|KeyDeclarations|FeedSettingDeclarations' --xunit-output $(BUILD)/docs.xml > /dev/null 2>&1 || true
	@python3 Scripts/docs/rewrite.py $(BUILD)/docs-swift-testing.xml .

graph: checker ## write the package graph (Mermaid and DOT) to Packages/PackageGraph.md
	@$(CHECKER) graph --output Packages/PackageGraph.md

feature: checker ## generate a feature's packages and wiring: make feature NAME=Bookmarks SHAPE=mvvm|usecase
	@if [ -z "$(NAME)" ]; then echo "usage: make feature NAME=<UpperCamelCase name> SHAPE=mvvm|usecase"; exit 64; fi
	@echo "==> building FeatureScaffold (in $(SCAFFOLD_SCRATCH))"
	@$(SWIFT) build --package-path $(SCAFFOLD_PACKAGE) --scratch-path $(SCAFFOLD_SCRATCH) \
		--product feature-scaffold --quiet || { echo "==> build failed in package FeatureScaffold"; exit 1; }
	@SWIFT_FORMAT=$(SWIFT_FORMAT) $(SCAFFOLD) --root . --name "$(NAME)" --shape "$(SHAPE)"
	@$(CHECKER) graph --output Packages/PackageGraph.md

run: workspace ## build tidings and open it on the demo library (or run ARGS="…" in that library)
	$(call shared_build,--product tidings)
	@# With ARGS, the demo library is prepared first (quietly; it keeps what earlier commands changed).
	@if [ -z "$(ARGS)" ]; then $(TIDINGS) --data-dir $(DEMO) demo; \
	else $(TIDINGS) --data-dir $(DEMO) demo > /dev/null 2>&1; $(TIDINGS) --data-dir $(DEMO) $(ARGS); fi

bench: workspace ## build the benchmarks (release), install newsboat, sfeed, the Python parsers and the sync servers if missing, print the tables and the comparison
	@echo "==> building the benchmarks (release)"
	$(link_static_archives)
	@for product in tidings $(BENCHMARKS); do \
		$(SWIFT) build -c release $(RELEASE_FLAGS) --package-path $(WORKSPACE) --scratch-path $(SHARED) --product $$product --quiet \
			|| { echo "==> build failed: $$product"; exit 1; }; \
	done
	$(call unlink_lazy_libraries,$(SHARED)/release/tidings)
	@echo "==> parser"; $(SHARED)/release/parser-bench
	@echo "==> network"; $(SHARED)/release/network-bench
	@echo "==> storage"; $(SHARED)/release/storage-bench
	@echo "==> library"; $(SHARED)/release/library-bench --data $(BUILD)/bench --tidings $(SHARED)/release/tidings
	@echo "==> comparison with newsboat and feedparser (about 40 minutes: newsboat reads the 1,000,000-article library 3 times)"
	@$(SHARED)/release/compare-bench --data $(BUILD)/bench --python $(BUILD)/venv/bin/python

symbol-order: DEPS_GROUPS = build bench sync
symbol-order: workspace ## record which functions the common tasks call, into Apps/Tidings/SymbolOrder.txt (about 10 minutes; KEEP=1 keeps its order and adds what it lacks)
	@echo "==> building tidings and the comparison benchmark (release)"
	$(link_static_archives)
	@for product in tidings compare-bench sync-floor parser-bench; do \
		$(SWIFT) build -c release $(RELEASE_FLAGS) --package-path $(WORKSPACE) --scratch-path $(SHARED) --product $$product --quiet \
			|| { echo "==> build failed: $$product"; exit 1; }; \
	done
	$(call unlink_lazy_libraries,$(SHARED)/release/tidings)
	@SYMBOL_ORDER_KEEP=$(KEEP) bash Scripts/symbol-order/record.sh
	@echo "==> the next release link lays the functions out in this order; rm $(SHARED)/release/tidings to link again now"

reliability: workspace ## build tidings and run the full reliability suite (faults, kill -9, concurrency, hostile feeds)
	$(call shared_build,--product tidings)
	$(call shared_build,--product reliability)
	@$(RELIABILITY)

# libFuzzer comes with the toolchain's clang runtime; SWIFT_BACKTRACE=enable=no leaves crashes to
# libFuzzer, which then keeps the input in crashes/ (not artifacts/: SwiftPM owns that folder of
# its scratch path and empties it on the next build). New interesting inputs accumulate in the
# corpus folders.
fuzz: deps ## build the fuzzers (libFuzzer) and run each for SECONDS seconds (default 60)
	@echo "==> building the fuzzers (release, --sanitize=fuzzer) in $(FUZZ_SCRATCH)"
	@$(SWIFT) build -c release --sanitize=fuzzer -Xswiftc -DFUZZING --package-path Tests/Fuzzing \
		--scratch-path $(FUZZ_SCRATCH) --quiet || { echo "==> build failed in package Fuzzing"; exit 1; }
	@crashed=0; \
	for entry in $(FUZZERS); do \
		name=$${entry%%:*}; package=$${entry##*:}; \
		corpus=$(FUZZ_SCRATCH)/corpus/$$name; artifacts=$(FUZZ_SCRATCH)/crashes/$$name; log=$(FUZZ_SCRATCH)/$$name.log; \
		mkdir -p $$corpus $$artifacts; cp -R Packages/$$package/Tests/$${package}Tests/Fixtures/. $$corpus/; \
		touch $(FUZZ_SCRATCH)/.started; \
		echo "==> $$name: $(SECONDS) s on $$(ls $$corpus | wc -l | tr -d ' ') inputs (seeds from $$package)"; \
		SWIFT_BACKTRACE=enable=no $(FUZZ_SCRATCH)/release/$$name $$corpus -max_total_time=$(SECONDS) -timeout=10 \
			-rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$$artifacts/ > $$log 2>&1 || true; \
		runs=$$(grep -m1 -oE 'stat::number_of_executed_units: [0-9]+' $$log | grep -oE '[0-9]+' || echo 0); \
		found=$$(find $$artifacts -type f -newer $(FUZZ_SCRATCH)/.started | head -5); \
		if [ -n "$$found" ]; then \
			crashed=$$((crashed + 1)); echo "    $$name: $$runs executions, CRASHED; kept $$found (log $$log)"; \
		else \
			echo "    $$name: $$runs executions, no crash"; \
		fi; \
	done; \
	[ "$$crashed" -eq 0 ] || { echo "==> $$crashed fuzzer(s) crashed; replay with .build/fuzz/release/<fuzzer> FILE"; exit 1; }

install: deps ## install tidings into PREFIX (default ~/.local)
	@echo "==> building tidings (release)"
	$(link_static_archives)
	@$(SWIFT) build -c release $(RELEASE_FLAGS) --package-path Apps/Tidings --scratch-path $(BUILD)/release --product tidings --quiet
	$(call unlink_lazy_libraries,$(BUILD)/release/release/tidings)
	@# Stripped; the executable with its symbols stays in $(BUILD)/release for debugging.
	@install -D -m 0755 -s $(BUILD)/release/release/tidings $(PREFIX)/bin/tidings
	@install -D -m 0644 Config/Tidings.plist $(PREFIX)/share/tidings/Tidings.plist
	@mkdir -p $(PREFIX)/share/tidings/demo && cp -R Apps/Tidings/Demo/. $(PREFIX)/share/tidings/demo/
	@echo "installed $(PREFIX)/bin/tidings, its configuration and demo library in $(PREFIX)/share/tidings"

clean: ## remove build products
	rm -rf $(BUILD) Packages/*/.build Apps/*/.build Tests/*/.build
