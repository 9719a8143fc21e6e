// JournalTests
