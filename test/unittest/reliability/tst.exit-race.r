40 ok, 0 bad
