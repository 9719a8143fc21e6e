// DiskTests
