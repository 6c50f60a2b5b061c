"""Event pages: anyone reads a public event from its shared link; organisers create and run
events in the browser with the same services as the API."""
