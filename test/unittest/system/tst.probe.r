iteration 0
iteration 1
iteration 2

