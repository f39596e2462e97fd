tick 47
tick 48
tick 49

status 0
