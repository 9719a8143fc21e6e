// JournalApp
