END

                1
1
