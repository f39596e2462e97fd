== -l
      4 work.cold OFFSET
      1 work entry
      1 work return
      6 work OFFSET
== firing
work entries 200
returns in work 126
returns in work.cold 74
dtrace exit 0
== C++
_start entry 1
catcher(int) entry 30
catcher(int) return 30
main entry 1
main return 1
middle entry 30
middle return 20
sum 1000 caught 10
thrower entry 30
thrower return 20
