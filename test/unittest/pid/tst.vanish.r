run 1: ok
run 2: ok
run 3: ok
run 4: ok
run 5: ok
run 6: ok
