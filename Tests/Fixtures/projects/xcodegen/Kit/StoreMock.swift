// StoreMock
