1
ok
status 1
