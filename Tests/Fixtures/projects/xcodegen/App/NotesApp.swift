// NotesApp
