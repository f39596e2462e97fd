doomed (deleted)
dtrace exit 0
doomed 5

