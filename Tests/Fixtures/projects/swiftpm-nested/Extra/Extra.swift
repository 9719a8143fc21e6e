// Extra
