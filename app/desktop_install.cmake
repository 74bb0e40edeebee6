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
