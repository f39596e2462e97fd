exit_group(3)
entry 10
return 10

