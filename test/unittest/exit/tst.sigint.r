ready


                1
