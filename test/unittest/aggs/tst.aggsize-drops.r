dtrace: 2 aggregation drops on CPU X

        1                2
dtrace: 1 aggregation drop on CPU X

                1
