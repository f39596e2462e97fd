== pid-calls e_type 3
add8 entry     25
add8 return    25
square entry   25
square return  25
args 300 325 350 375 400 425 450 475
add8 returned 3100 in all
square args 300, returned 4900 in all

dtrace exit 0
== pid-calls-nopie e_type 2
add8 entry     25
add8 return    25
square entry   25
square return  25
args 300 325 350 375 400 425 450 475
add8 returned 3100 in all
square args 300, returned 4900 in all

dtrace exit 0
