9
next clause

