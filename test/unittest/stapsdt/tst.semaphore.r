before: 0
traced: raised
after TERM: 0
traced: raised
after KILL: 0
