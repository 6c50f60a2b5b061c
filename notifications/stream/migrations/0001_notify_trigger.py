"""On PostgreSQL, every appended game event NOTIFYs channel ``game_events`` with "game:seq".

NOTIFY is transactional: it is delivered when (and only if) the move's transaction commits,
i.e. exactly when the event becomes readable. The trigger lives here, not in games/, so the
games app stays unaware of the stream. Other databases (the embedded SQLite) get no trigger;
the stream hub polls there instead.
"""

from django.db import migrations

CREATE = """
CREATE OR REPLACE FUNCTION stream_notify_game_event() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('game_events', NEW.game_id::text || ':' || NEW.seq::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS stream_notify_game_event ON games_event;
CREATE TRIGGER stream_notify_game_event AFTER INSERT ON games_event
    FOR EACH ROW EXECUTE FUNCTION stream_notify_game_event();
"""

DROP = """
DROP TRIGGER IF EXISTS stream_notify_game_event ON games_event;
DROP FUNCTION IF EXISTS stream_notify_game_event();
"""


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP)


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]

    operations = [migrations.RunPython(create, drop)]
