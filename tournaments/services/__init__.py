"""Tournament services: keyword-only `<entity>_<action>` functions, one transaction each."""
