# Desktop integration installed with eko: the desktop entry, the icons (SVG, and PNGs at 16-256 px
# rendered from the SVGs at build time), the file types .eko and .ekoscn, the AppStream metainfo
# and the man pages. Included from app/CMakeLists.txt.
set(EKO_RESOURCES "${PROJECT_SOURCE_DIR}/resources")
set(EKO_APP_ID "io.github.eko_game.Eko")
set(EKO_ICON_SIZES 16 22 24 32 48 64 128 256)
set(EKO_HICOLOR "${CMAKE_INSTALL_DATADIR}/icons/hicolor")

# PNGs from the SVGs with a tiny Qt Svg tool of our own, so they can never drift from the SVGs.
add_executable(eko-render-icon icons/render_icon.cpp)
target_link_libraries(eko-render-icon PRIVATE Qt6::Gui Qt6::Svg)
set_target_properties(eko-render-icon PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
set(EKO_ICON_PNGS "")
foreach(icon IN ITEMS "apps/eko" "mimetypes/application-x-eko-game" "mimetypes/application-x-eko-scenario")
    get_filename_component(context "${icon}" DIRECTORY)
    get_filename_component(name "${icon}" NAME)
    set(svg "${EKO_RESOURCES}/icons/${name}.svg")
    install(FILES "${svg}" DESTINATION "${EKO_HICOLOR}/scalable/${context}")
    foreach(size IN LISTS EKO_ICON_SIZES)
        set(png "${CMAKE_CURRENT_BINARY_DIR}/hicolor/${size}x${size}/${context}/${name}.png")
        add_custom_command(OUTPUT "${png}"
            COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/hicolor/${size}x${size}/${context}"
            COMMAND "${CMAKE_COMMAND}" -E env ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen
                    "$<TARGET_FILE:eko-render-icon>" "${svg}" ${size} "${png}"
            DEPENDS "${svg}" eko-render-icon
            COMMENT "Rendering ${name}.png at ${size} px" VERBATIM)
        list(APPEND EKO_ICON_PNGS "${png}")
    endforeach()
endforeach()
add_custom_target(eko_icons ALL DEPENDS ${EKO_ICON_PNGS})
install(DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/hicolor/" DESTINATION "${EKO_HICOLOR}")

install(FILES "${EKO_RESOURCES}/eko.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${EKO_RESOURCES}/eko-mime.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME eko.xml)
install(FILES "${EKO_RESOURCES}/${EKO_APP_ID}.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${EKO_RESOURCES}/man/eko.6" "${EKO_RESOURCES}/man/eko-cli.6" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")

# The licences: the Debian package's machine-readable copyright file (share/doc/eko/copyright) is
# .reuse/dep5, the project's own statement of what is under which licence, followed by each
# licence's text as Debian asks for it: the GPL's by reference to /usr/share/common-licenses, the
# others in full (a line of the text indented by one space, an empty line as " .").
function(eko_copyright_paragraph out licence text_file)
    file(READ "${text_file}" text)
    string(REGEX REPLACE "\n+$" "" text "${text}")
    string(REPLACE "\n" "\n " text " ${text}")
    string(REGEX REPLACE "\n [ \t]*\n" "\n .\n" text "${text}")
    string(REGEX REPLACE "\n [ \t]*\n" "\n .\n" text "${text}") # overlapping empty lines
    set(${out} "License: ${licence}\n${text}\n" PARENT_SCOPE)
endfunction()
file(READ "${PROJECT_SOURCE_DIR}/.reuse/dep5" EKO_COPYRIGHT)
string(APPEND EKO_COPYRIGHT "\nLicense: GPL-3.0-or-later\n"
    " This program is free software: you can redistribute it and/or modify it under the terms of\n"
    " the GNU General Public License as published by the Free Software Foundation, either version 3\n"
    " of the License, or (at your option) any later version.\n"
    " .\n"
    " This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY;\n"
    " without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.\n"
    " See the GNU General Public License for more details.\n"
    " .\n"
    " On Debian systems, the complete text of the GNU General Public License version 3 can be found\n"
    " in \"/usr/share/common-licenses/GPL-3\".\n")
foreach(licence IN ITEMS CC-BY-SA-4.0 FSFAP)
    eko_copyright_paragraph(paragraph ${licence} "${PROJECT_SOURCE_DIR}/LICENSES/${licence}.txt")
    string(APPEND EKO_COPYRIGHT "\n${paragraph}")
endforeach()
file(CONFIGURE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/copyright" CONTENT "${EKO_COPYRIGHT}" @ONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/.reuse/dep5"
             "${PROJECT_SOURCE_DIR}/LICENSES/CC-BY-SA-4.0.txt" "${PROJECT_SOURCE_DIR}/LICENSES/FSFAP.txt")
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/copyright" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/eko")
