
                2
end of BEGIN

                1
                3
