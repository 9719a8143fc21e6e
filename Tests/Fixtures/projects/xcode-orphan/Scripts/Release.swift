import Foundation
print("release")
