a
next clause

