ready


                5
