"""Settings from the environment alone (12-factor).

With nothing configured (``make run`` on a bare machine) the embedded default applies:
a SQLite file, Celery tasks executed in-process, email printed to the console. Production
sets DATABASE_URL, REDIS_URL, EMAIL_URL, SECRET_KEY, ALLOWED_HOSTS (see README).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import environ
from redis.backoff import NoBackoff
from redis.retry import Retry

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

DEBUG = env.bool("DEBUG", default=False)
SECRET_KEY = env.str("SECRET_KEY", default="insecure-dev-key-set-SECRET_KEY-in-production")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
SITE_URL = env.str("SITE_URL", default="http://127.0.0.1:8000")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI and Redoc served from here (no CDN)
    "pgtrigger",
    "django_celery_beat",
    "accounts",  # before allauth: its templates restyle allauth's pages in the site's layout
    "allauth",
    "allauth.account",
    "games",
    "notifications",
    "notifications.webhooks",
    "notifications.stream",
    "tournaments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The reader's language: the language cookie (the switcher), Accept-Language, English;
    # accounts.language.ProfileLanguageMiddleware puts a signed-in user's profile first.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "accounts.language.ProfileLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.error_pages.HtmlErrorPageMiddleware",
]
CSRF_FAILURE_VIEW = "config.error_pages.csrf_failure"

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "config" / "templates"],  # project-wide overrides (API docs)
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]

DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
}
DATABASES["default"]["ATOMIC_REQUESTS"] = False
if DATABASES["default"]["ENGINE"].endswith("postgresql") and env.bool("DATABASE_POOL", False):
    # psycopg's connection pool (production and the benches): under ASGI every request runs
    # in a fresh thread context, so persistent connections are opened anew per request;
    # the pool hands out connections already open. Django requires CONN_MAX_AGE 0 with it.
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["OPTIONS"] = {
        "pool": {
            "min_size": env.int("DATABASE_POOL_MIN", default=2),
            "max_size": env.int("DATABASE_POOL_MAX", default=20),
            "timeout": env.float("DATABASE_POOL_TIMEOUT", default=10.0),
        },
        **DATABASES["default"].get("OPTIONS", {}),
    }
elif DATABASES["default"]["ENGINE"].endswith("postgresql"):
    DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=60))
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
elif DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # The embedded default serves pages and moves bots from several threads and a worker
    # process at once. WAL lets readers go on while one writer writes; IMMEDIATE takes the
    # write lock when a transaction begins, so two writers queue on the busy timeout instead
    # of one failing at once with "database is locked" when it upgrades a read.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": env.float("SQLITE_BUSY_TIMEOUT", default=20.0),
        **DATABASES["default"].get("OPTIONS", {}),
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

# --- accounts on the web (django-allauth): sign up, verify the email address, sign in by
# username or email, reset and change the password, change the email address. The API's
# POST accounts/ makes the same rows (accounts.services.user_register).
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/games/"
ACCOUNT_LOGOUT_REDIRECT_URL = "/accounts/login/"
ACCOUNT_LOGIN_METHODS = {"username", "email"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email*", "password1*", "password2*"]
ACCOUNT_USERNAME_MIN_LENGTH = 3
ACCOUNT_EMAIL_VERIFICATION = env.str("ACCOUNT_EMAIL_VERIFICATION", default="mandatory")
ACCOUNT_CHANGE_EMAIL = True  # one address per account; a new one counts once verified
ACCOUNT_CONFIRM_EMAIL_ON_GET = False  # mail scanners follow links: confirming takes a click
ACCOUNT_LOGIN_ON_EMAIL_CONFIRMATION = True
ACCOUNT_LOGIN_ON_PASSWORD_RESET = False
ACCOUNT_EMAIL_SUBJECT_PREFIX = "[Turn server] "
ACCOUNT_FORMS = {"login": "accounts.forms.SignInForm"}
# A session opened by a game's email link is signed in but reaches one game: the sign-in
# page must show its form to it (notifications.email.scope sends it there).
ACCOUNT_AUTHENTICATED_LOGIN_REDIRECTS = False
# allauth's rate limits (its 429 page); ACCOUNT_RATE_LIMITS=off turns them off (tests).
if env.str("ACCOUNT_RATE_LIMITS", default="") == "off":
    ACCOUNT_RATE_LIMITS = False

LANGUAGE_CODE = "en"
# The languages the server speaks (pages, emails, API sentences; engines parse typed moves in
# each of them). A third language is a catalogue: add it here, run `manage.py catalogues`.
LANGUAGES = [("en", "English"), ("de", "Deutsch")]
# Each app's catalogue (<app>/locale/, listed so that `manage.py catalogues` extracts every
# file into its own app's catalogue) and each engine's, beside it (games/engines/<pkg>/locale/).
APP_LOCALE_DIRS = ["config", "accounts", "games", "notifications", "tournaments"]
LOCALE_PATHS = [BASE_DIR / app / "locale" for app in APP_LOCALE_DIRS] + sorted(
    (BASE_DIR / "games" / "engines").glob("*/locale")
)
LANGUAGE_COOKIE_NAME = "language"
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Static files (the admin's, the pages', Swagger UI's) are served by WhiteNoise in every
# process, DEBUG or not: from STATIC_ROOT after `collectstatic` (production, `make run`), and
# straight from the apps' folders when it has not run (tests, a fresh checkout).
STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
WHITENOISE_USE_FINDERS = True
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# --- cache: Redis when configured (shared by every web process), else local memory.
# The Redis cache fails open (config/cache.py): with Redis down, throttling lets requests
# through and the outage is logged and counted (/healthz) instead of answering 500.
REDIS_URL = env.str("REDIS_URL", default="")
REDIS_TIMEOUT = env.float("REDIS_TIMEOUT", default=2.0)  # seconds to connect or answer
CACHES = {
    "default": (
        {
            "BACKEND": "config.cache.FailOpenRedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {
                "socket_connect_timeout": REDIS_TIMEOUT,
                "socket_timeout": REDIS_TIMEOUT,
                "retry": Retry(NoBackoff(), 1),  # one quick retry, then fail open
            },
        }
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    )
}

# --- Celery: Redis broker when configured; otherwise tasks run in-process (eager).
# (memory://localhost/: the in-process default needs no broker, and kombu warns without a host)
CELERY_BROKER_URL = env.str("CELERY_BROKER_URL", default=REDIS_URL or "memory://localhost/")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = False
CELERY_TASK_DEFAULT_QUEUE = env.str("CELERY_TASK_DEFAULT_QUEUE", default="celery")
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TIMEZONE = "UTC"
# A worker outlives a Redis outage of any length: it waits for the broker at startup and
# reconnects forever (the default gives up after 100 attempts, about 50 minutes), and its
# consumer survives the reconnection that kills celery 5.7's (config/worker.py).
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_CONNECTION_MAX_RETRIES = None
CELERY_WORKER_CONSUMER = env.str(
    "CELERY_WORKER_CONSUMER", default="config.worker:OutageSafeConsumer"
)
CELERY_BROKER_CONNECTION_TIMEOUT = REDIS_TIMEOUT
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_connect_timeout": REDIS_TIMEOUT,
    "socket_timeout": 30.0,  # above the 1 s blocking pop the worker waits in
    "socket_keepalive": True,
}

# --- email: console by default; EMAIL_URL (smtp://user:pass@host:port) in production.
# anymail+<esp>://<api key>@ selects django-anymail's backend for that provider.
for _esp in ("amazon_ses", "brevo", "mailgun", "mailjet", "postmark", "resend", "sendgrid"):
    environ.Env.EMAIL_SCHEMES[f"anymail+{_esp}"] = f"anymail.backends.{_esp}.EmailBackend"
EMAIL_CONFIG = env.email_url("EMAIL_URL", default="consolemail://")
if EMAIL_CONFIG["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend":
    EMAIL_CONFIG["EMAIL_BACKEND"] = "config.console_email.EmailBackend"  # readable, no base64
vars().update(EMAIL_CONFIG)
DEFAULT_FROM_EMAIL = env.str("DEFAULT_FROM_EMAIL", default="turns@localhost")

# --- API
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.authentication.ScopedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # The API reads JSON only (415 otherwise); the web pages are plain Django views with forms.
    "DEFAULT_PARSER_CLASSES": ["config.parsers.ApiJSONParser"],
    "DEFAULT_PAGINATION_CLASS": "config.pagination.NewestFirstPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "EXCEPTION_HANDLER": "config.problems.problem_exception_handler",
    "DEFAULT_THROTTLE_CLASSES": [
        "rest_framework.throttling.AnonRateThrottle",
        "rest_framework.throttling.UserRateThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env.str("THROTTLE_ANON", default="60/min"),
        "user": env.str("THROTTLE_USER", default="1200/min"),
    },
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
}

REST_KNOX = {
    "TOKEN_TTL": None,
    "AUTH_HEADER_PREFIX": "Token",
    "AUTO_REFRESH": False,
}
KNOX_TOKEN_MODEL = "accounts.ApiToken"

SPECTACULAR_SETTINGS = {
    "TITLE": "Turn server API",
    "DESCRIPTION": "Asynchronous turn server for heavy economic board games.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "SCHEMA_PATH_PREFIX": "/api/v1/",
    "COMPONENT_SPLIT_REQUEST": True,
    "ENUM_NAME_OVERRIDES": {"GameStatusEnum": "games.models.Game.Status"},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.schema.add_stream_operation",
        "config.schema.add_problem_responses",
        "config.schema.add_move_schemas",
    ],
}

# --- game platform
SNAPSHOT_EVERY = env.int("SNAPSHOT_EVERY", default=50)
IDEMPOTENCY_TTL_HOURS = 24
# Table talk (games/services/chat.py): the longest message, and each user's flood limit
# ("<messages>/<seconds>", over all games and channels: API, pages and email replies).
CHAT_MAX_LENGTH = env.int("CHAT_MAX_LENGTH", default=1000)
CHAT_RATE = env.str("CHAT_RATE", default="10/60")

LOGGING: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="WARNING")},
    "loggers": {},
}
if CELERY_BROKER_URL.startswith("memory://"):
    # The in-process default: kombu's memory transport warns "No hostname was supplied" on
    # every task sent; nothing is wrong, so `make run` stays quiet.
    LOGGING["loggers"]["kombu.connection"] = {"level": "ERROR"}

# knox's own AuthToken model is swapped for accounts.ApiToken: its table is never needed.
MIGRATION_MODULES = {"knox": None}

# Modules that register engines from outside games/engines/ (tests use tests.support.tiny_game).
EXTRA_ENGINE_MODULES = env.list("EXTRA_ENGINE_MODULES", default=[])

# --- webhooks (notifications/webhooks) and the live stream (notifications/stream)
WEBHOOK_ALLOW_HTTP = env.bool("WEBHOOK_ALLOW_HTTP", default=DEBUG)
# Networks the SSRF guard lets through although not public (tests: "127.0.0.1/32"). Off.
WEBHOOK_ALLOWED_NETWORKS = env.list("WEBHOOK_ALLOWED_NETWORKS", default=[])
WEBHOOK_CONNECT_TIMEOUT = env.float("WEBHOOK_CONNECT_TIMEOUT", default=3.0)
WEBHOOK_READ_TIMEOUT = env.float("WEBHOOK_READ_TIMEOUT", default=5.0)
WEBHOOK_TOTAL_TIMEOUT = env.float("WEBHOOK_TOTAL_TIMEOUT", default=10.0)
WEBHOOK_MAX_RESPONSE_BYTES = env.int("WEBHOOK_MAX_RESPONSE_BYTES", default=64 * 1024)
WEBHOOK_MAX_REDIRECTS = env.int("WEBHOOK_MAX_REDIRECTS", default=3)
WEBHOOK_RETRY_BASE_SECONDS = env.float("WEBHOOK_RETRY_BASE_SECONDS", default=30.0)
WEBHOOK_RETRY_MAX_SECONDS = env.float("WEBHOOK_RETRY_MAX_SECONDS", default=6 * 3600.0)
WEBHOOK_MAX_ATTEMPTS = env.int("WEBHOOK_MAX_ATTEMPTS", default=15)
WEBHOOK_DISABLE_AFTER_SECONDS = env.float("WEBHOOK_DISABLE_AFTER_SECONDS", default=86400.0)
WEBHOOK_DISABLE_MIN_FAILURES = env.int("WEBHOOK_DISABLE_MIN_FAILURES", default=5)
WEBHOOK_SECRET_OVERLAP_SECONDS = env.int("WEBHOOK_SECRET_OVERLAP_SECONDS", default=86400)
STREAM_HEARTBEAT_SECONDS = env.float("STREAM_HEARTBEAT_SECONDS", default=15.0)
STREAM_WSGI_WAIT_SECONDS = env.float("STREAM_WSGI_WAIT_SECONDS", default=20.0)

# --- notifications: play by email (notifications/), the clock's sweeper
INSTALLED_APPS += ["anymail"]
MIDDLEWARE += ["notifications.email.scope.GameScopedSessionMiddleware"]
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
    "sesame.backends.ModelBackend",
]
# Signed one-click links in emails (django-sesame): scoped to one game, expiring.
SESAME_MAX_AGE = env.int("LOGIN_LINK_MAX_AGE", default=7 * 24 * 3600)
SESAME_TOKEN_NAME = "sesame"
# Reply addresses: reply+<signed>@INBOUND_EMAIL_DOMAIN, valid this long.
INBOUND_EMAIL_DOMAIN = env.str(
    "INBOUND_EMAIL_DOMAIN", default=DEFAULT_FROM_EMAIL.rpartition("@")[2] or "localhost"
)
REPLY_ADDRESS_MAX_AGE = env.int("REPLY_ADDRESS_MAX_AGE", default=30 * 24 * 3600)
ANYMAIL = {"WEBHOOK_SECRET": env.str("ANYMAIL_WEBHOOK_SECRET", default="") or None}
if EMAIL_CONFIG["EMAIL_BACKEND"].startswith("anymail."):  # the URL's user is the API key
    ANYMAIL[f"{EMAIL_CONFIG['EMAIL_BACKEND'].split('.')[2].upper()}_API_KEY"] = EMAIL_CONFIG[
        "EMAIL_HOST_USER"
    ]
