ERROR: fault 1 at 1000
next clause

