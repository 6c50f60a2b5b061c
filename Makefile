# The README's commands. `make run`: play at once on an embedded default (SQLite, in-process
# tasks, console email). `make test`: the whole suite on real PostgreSQL, Redis and Celery.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/turnserver
TEST_REDIS_URL ?= redis://127.0.0.1:6379/0
PYTEST_WORKERS ?= 2

.PHONY: install system messages catalogues run demo test lint services browser bench clean

install: $(STAMP) messages system

# System libraries loaded at run time (libcairo2: turn emails draw the board as PNG).
system:
	@bash .ci/system.sh >/dev/null

# The gettext catalogues compiled (.po -> .mo; only those changed since). The .mo files are
# build output, never committed: a catalogue and its compiled form cannot disagree.
messages: $(STAMP)
	@bash .ci/gettext.sh
	$(BIN)/python manage.py compilemessages --ignore '.venv' --ignore 'tests' --verbosity 0

# After changing a user-facing string: extract every catalogue (apps and engines), then
# translate the new entries (make lint fails while one is untranslated or fuzzy).
catalogues: install
	$(BIN)/python manage.py catalogues

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: install
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py collectstatic --noinput --verbosity 0
	$(BIN)/python manage.py demo_data
	@echo "Serving on http://127.0.0.1:8000/ (API docs: /api/v1/docs/). Ctrl-C stops."
	$(BIN)/python manage.py embedded_worker & worker=$$!; \
	trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
	$(BIN)/python manage.py runserver 127.0.0.1:8000 --noreload

services:
	bash .ci/services.sh

browser:
	bash .ci/browser.sh

test: install services browser
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) \
	  THROTTLE_USER=1000000/min THROTTLE_ANON=1000000/min CONN_MAX_AGE=0 \
	  $(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadfile --durations=25 $(PYTEST_ARGS)

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy config accounts games notifications tournaments
	PYTHONPATH=. $(BIN)/lint-imports --no-cache
	$(BIN)/python tools/engine_imports.py
	$(BIN)/python manage.py catalogues --check

bench: install services
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(BIN)/python bench/engines.py

clean:
	rm -rf $(VENV) db.sqlite3 test-output
