abc 33

