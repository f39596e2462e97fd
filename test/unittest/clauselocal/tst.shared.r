clause 1: 10
clause 2: 11
clause 3: 12

