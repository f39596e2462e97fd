
                0
                0

           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        


           value  ------------- Distribution ------------- count    
             < 0 |                                         0        
               0 |                                         0        
               1 |                                         0        

